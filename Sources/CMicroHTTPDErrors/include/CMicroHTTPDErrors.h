#ifndef CMICROHTTPD_ERRORS_H
#define CMICROHTTPD_ERRORS_H
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <microhttpd.h>

// libmicrohttpd answers some requests itself, before any callback of ours
// runs (400 for a malformed request line or a missing Host, 413 for an
// absurd Content-Length, 414/431 when the request outgrows the connection's
// memory, 505 for HTTP/2.0 and later). Those responses carry no header the
// application chose. This target defines MHD_queue_response, which the
// library calls through its PLT for them, so the program's definition is
// used: it lets a hook add header fields, then calls the library's own.

/// Called for every response queued through `MHD_queue_response`, on the
/// connection's thread, before it is queued; it may add header fields.
typedef void (*CMicroHTTPD_ResponseHook)(struct MHD_Connection *connection,
                                         unsigned int status,
                                         struct MHD_Response *response);

/// Sets the hook; NULL removes it. Safe to call from any thread.
void CMicroHTTPD_setResponseHook(CMicroHTTPD_ResponseHook hook);

/// Queues a response with libmicrohttpd's own function, bypassing the hook:
/// for the application's responses, which already carry their fields.
enum MHD_Result CMicroHTTPD_queueOwnResponse(struct MHD_Connection *connection,
                                             unsigned int status,
                                             struct MHD_Response *response);

/// Whether the hook sees libmicrohttpd's own responses, i.e. the library's
/// calls to MHD_queue_response reach this target's definition.
bool CMicroHTTPD_hookSeesLibraryResponses(void);
#endif
