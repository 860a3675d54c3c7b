#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdbool.h>
#include "CMicroHTTPDErrors.h"

static _Atomic(CMicroHTTPD_ResponseHook) currentHook = NULL;

/// libmicrohttpd's own MHD_queue_response, from the loaded library's table
/// (NULL if the library cannot be loaded).
static __typeof__(MHD_queue_response) *
library_queue(void)
{
    const char *message = NULL;
    const CMicroHTTPD_Library *library = CMicroHTTPD_shared(&message);
    return library == NULL ? NULL : library->MHD_queue_response;
}

void
CMicroHTTPD_setResponseHook(CMicroHTTPD_ResponseHook hook)
{
    atomic_store(&currentHook, hook);
}

enum MHD_Result
CMicroHTTPD_queueOwnResponse(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response)
{
    __typeof__(MHD_queue_response) *queue = library_queue();
    return queue == NULL ? MHD_NO : queue(connection, status, response);
}

bool
CMicroHTTPD_hookSeesLibraryResponses(void)
{
    __typeof__(MHD_queue_response) *library = library_queue();
    // The library's calls bind to the first definition in the global scope:
    // the program's, if the program exports it.
    void *bound = dlsym(RTLD_DEFAULT, "MHD_queue_response");
    return library != NULL && library != &MHD_queue_response && bound == (void *) &MHD_queue_response;
}

enum MHD_Result
MHD_queue_response(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response)
{
    CMicroHTTPD_ResponseHook hook = atomic_load(&currentHook);
    if (hook != NULL && response != NULL) {
        hook(connection, status, response);
    }
    return CMicroHTTPD_queueOwnResponse(connection, status, response);
}
