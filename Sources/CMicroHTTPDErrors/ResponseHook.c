#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdbool.h>
#include "CMicroHTTPDErrors.h"

typedef enum MHD_Result (*QueueFunction)(struct MHD_Connection *, unsigned int, struct MHD_Response *);

static _Atomic(CMicroHTTPD_ResponseHook) currentHook = NULL;
static _Atomic(QueueFunction) libraryQueue = NULL;

/// libmicrohttpd's MHD_queue_response, the next definition after this one.
static QueueFunction
library_queue(void)
{
    QueueFunction found = atomic_load(&libraryQueue);
    if (found == NULL) {
        found = (QueueFunction) dlsym(RTLD_NEXT, "MHD_queue_response");
        atomic_store(&libraryQueue, found);
    }
    return found;
}

void
CMicroHTTPD_setResponseHook(CMicroHTTPD_ResponseHook hook)
{
    atomic_store(&currentHook, hook);
}

enum MHD_Result
CMicroHTTPD_queueOwnResponse(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response)
{
    QueueFunction queue = library_queue();
    return queue == NULL ? MHD_NO : queue(connection, status, response);
}

bool
CMicroHTTPD_hookSeesLibraryResponses(void)
{
    QueueFunction library = library_queue();
    return library != NULL && library != (QueueFunction) &MHD_queue_response;
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
