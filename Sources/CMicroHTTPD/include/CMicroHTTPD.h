#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// libmicrohttpd is opened when a server starts, not linked: linking it maps
// GnuTLS and its seven libraries into every hig process, a search included.
// Its header gives the types; the functions are called through this table,
// whose entries have the header's own types. A call written against the
// header directly does not link: there is no -lmicrohttpd.

#pragma clang assume_nonnull begin

/// The Debian 12 library file: package libmicrohttpd12.
#define CMICROHTTPD_FILE "libmicrohttpd.so.12"

/// The libmicrohttpd functions hig uses, in one list: the table's fields and
/// the names resolved come from it.
#define CMICROHTTPD_SYMBOLS(X) \
    X(MHD_start_daemon) X(MHD_stop_daemon) X(MHD_quiesce_daemon) X(MHD_get_daemon_info) \
    X(MHD_get_connection_info) X(MHD_get_connection_values_n) X(MHD_create_response_from_buffer) \
    X(MHD_add_response_header) X(MHD_destroy_response) X(MHD_queue_response) X(MHD_get_reason_phrase_for)

/// libmicrohttpd's entry points, each the address of the header's declaration
/// (`MHD_queue_response` is the library's own, not the program's; see
/// CMicroHTTPDErrors). `MHD_start_daemon` is variadic: call `CMicroHTTPD_startDaemon`.
typedef struct {
#define CMICROHTTPD_FIELD(name) __typeof__(name) *name;
    CMICROHTTPD_SYMBOLS(CMICROHTTPD_FIELD)
#undef CMICROHTTPD_FIELD
} CMicroHTTPD_Library;

/// Opens libmicrohttpd from `file` and resolves the table, or returns NULL
/// with one line in `message` naming the library and its Debian package.
///
/// Each success allocates a table that is never freed. The program calls
/// `CMicroHTTPD_shared`; this is for tests, which give another file name.
const CMicroHTTPD_Library *_Nullable CMicroHTTPD_open(const char *file, char *message, size_t capacity);

/// The process's libmicrohttpd, opened from `CMICROHTTPD_FILE` on the first
/// call (thread-safe); later calls cost an atomic load. Returns NULL when it
/// cannot be opened, with `*message` set to the one line saying why.
const CMicroHTTPD_Library *_Nullable CMicroHTTPD_shared(const char *_Nullable *_Nonnull message);

// Swift cannot call C variadic functions, nor see some of the header's
// unions and enumeration constants: the few uses HIGHTTP needs are wrapped.

/// The callback MHD calls with the raw request target before parsing it
/// (`MHD_OPTION_URI_LOG_CALLBACK`); its result becomes the request's `con_cls`.
typedef void *_Nullable (*CMicroHTTPD_URILogCallback)(void *_Nullable context,
                                                      const char *_Nullable uri,
                                                      struct MHD_Connection *_Nullable connection);

/// Starts a daemon on an already listening socket.
///
/// `context` is passed to all four callbacks; `options` is an array of
/// further options ending with `MHD_OPTION_END`.
struct MHD_Daemon *_Nullable CMicroHTTPD_startDaemon(const CMicroHTTPD_Library *library,
                                                     unsigned int flags,
                                                     MHD_socket listenSocket,
                                                     MHD_AccessHandlerCallback accessHandler,
                                                     CMicroHTTPD_URILogCallback requestStarted,
                                                     MHD_RequestCompletedCallback requestCompleted,
                                                     MHD_NotifyConnectionCallback connectionChanged,
                                                     void *context,
                                                     const struct MHD_OptionItem *options);

/// The port the daemon listens on, or 0 if MHD cannot tell.
uint16_t CMicroHTTPD_boundPort(const CMicroHTTPD_Library *library, struct MHD_Daemon *daemon);

/// The peer address of a connection, or NULL if MHD cannot tell.
const struct sockaddr *_Nullable CMicroHTTPD_clientAddress(const CMicroHTTPD_Library *library,
                                                           struct MHD_Connection *connection);

/// The socket of a connection, or -1 if MHD cannot tell.
MHD_socket CMicroHTTPD_connectionSocket(const CMicroHTTPD_Library *library, struct MHD_Connection *connection);

/// The pointer set in `MHD_CONNECTION_NOTIFY_STARTED`, or NULL.
void *_Nullable CMicroHTTPD_connectionContext(const CMicroHTTPD_Library *library, struct MHD_Connection *connection);

/// Whether a connection notification says it started (Swift does not see
/// the enumeration's constants).
static inline bool
CMicroHTTPD_isConnectionStart(enum MHD_ConnectionNotificationCode code)
{
    return code == MHD_CONNECTION_NOTIFY_STARTED;
}

#pragma clang assume_nonnull end
#endif
