#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// Swift cannot call C variadic functions, so the few that HIGHTTP needs are
// wrapped here with fixed signatures.

/// The callback MHD calls with the raw request target before parsing it
/// (`MHD_OPTION_URI_LOG_CALLBACK`); its result becomes the request's `con_cls`.
typedef void *(*CMicroHTTPD_URILogCallback)(void *context,
                                            const char *uri,
                                            struct MHD_Connection *connection);

/// Starts a daemon on an already listening socket.
///
/// `context` is passed to all four callbacks; `options` is an array of
/// further options ending with `MHD_OPTION_END`.
static inline struct MHD_Daemon *
CMicroHTTPD_startDaemon(unsigned int flags,
                        MHD_socket listenSocket,
                        MHD_AccessHandlerCallback accessHandler,
                        CMicroHTTPD_URILogCallback requestStarted,
                        MHD_RequestCompletedCallback requestCompleted,
                        MHD_NotifyConnectionCallback connectionChanged,
                        void *context,
                        const struct MHD_OptionItem *options)
{
    return MHD_start_daemon(flags, 0, NULL, NULL, accessHandler, context,
                            MHD_OPTION_LISTEN_SOCKET, listenSocket,
                            MHD_OPTION_URI_LOG_CALLBACK, requestStarted, context,
                            MHD_OPTION_NOTIFY_COMPLETED, requestCompleted, context,
                            MHD_OPTION_NOTIFY_CONNECTION, connectionChanged, context,
                            MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

/// The port the daemon listens on, or 0 if MHD cannot tell.
static inline uint16_t
CMicroHTTPD_boundPort(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The peer address of a connection, or NULL if MHD cannot tell.
static inline const struct sockaddr *
CMicroHTTPD_clientAddress(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/// Whether a connection notification says it started (Swift does not see
/// the enumeration's constants).
static inline bool
CMicroHTTPD_isConnectionStart(enum MHD_ConnectionNotificationCode code)
{
    return code == MHD_CONNECTION_NOTIFY_STARTED;
}

/// The socket of a connection, or -1 if MHD cannot tell.
static inline MHD_socket
CMicroHTTPD_connectionSocket(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// The pointer set in `MHD_CONNECTION_NOTIFY_STARTED`, or NULL.
static inline void *
CMicroHTTPD_connectionContext(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}
#endif
