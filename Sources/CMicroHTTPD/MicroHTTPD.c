#include "CMicroHTTPD.h"
#include "CSharedLibrary.h"

/// What a user is told when libmicrohttpd is missing.
static const CSharedLibrary_Description description = {
    .library = "libmicrohttpd", .purpose = "the HTTP server", .package = "libmicrohttpd12",
};

#define CMICROHTTPD_NAME(name) #name,
static const char *const names[] = { CMICROHTTPD_SYMBOLS(CMICROHTTPD_NAME) };
#undef CMICROHTTPD_NAME

_Static_assert(sizeof(CMicroHTTPD_Library) == sizeof names / sizeof names[0] * sizeof(void *),
               "one pointer per symbol, in list order");

const CMicroHTTPD_Library *
CMicroHTTPD_open(const char *file, char *message, size_t capacity)
{
    // The table is the list's addresses in order (its size is checked above).
    return (const CMicroHTTPD_Library *) CSharedLibrary_open(file, description, names, sizeof names / sizeof names[0],
                                                         message, capacity);
}

static CSharedLibrary_Once shared = CSHAREDLIBRARY_ONCE_INIT;

const CMicroHTTPD_Library *
CMicroHTTPD_shared(const char **message)
{
    return (const CMicroHTTPD_Library *) CSharedLibrary_openOnce(&shared, CMICROHTTPD_FILE, description, names,
                                                              sizeof names / sizeof names[0], message);
}

struct MHD_Daemon *
CMicroHTTPD_startDaemon(const CMicroHTTPD_Library *library,
                        unsigned int flags,
                        MHD_socket listenSocket,
                        MHD_AccessHandlerCallback accessHandler,
                        CMicroHTTPD_URILogCallback requestStarted,
                        MHD_RequestCompletedCallback requestCompleted,
                        MHD_NotifyConnectionCallback connectionChanged,
                        void *context,
                        const struct MHD_OptionItem *options)
{
    return library->MHD_start_daemon(flags, 0, NULL, NULL, accessHandler, context,
                                     MHD_OPTION_LISTEN_SOCKET, listenSocket,
                                     MHD_OPTION_URI_LOG_CALLBACK, requestStarted, context,
                                     MHD_OPTION_NOTIFY_COMPLETED, requestCompleted, context,
                                     MHD_OPTION_NOTIFY_CONNECTION, connectionChanged, context,
                                     MHD_OPTION_ARRAY, options,
                                     MHD_OPTION_END);
}

uint16_t
CMicroHTTPD_boundPort(const CMicroHTTPD_Library *library, struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = library->MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

const struct sockaddr *
CMicroHTTPD_clientAddress(const CMicroHTTPD_Library *library, struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        library->MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

MHD_socket
CMicroHTTPD_connectionSocket(const CMicroHTTPD_Library *library, struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        library->MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

void *
CMicroHTTPD_connectionContext(const CMicroHTTPD_Library *library, struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        library->MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}
