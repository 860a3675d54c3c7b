#ifndef CMICROHTTPD_ERRORS_H
#define CMICROHTTPD_ERRORS_H
#include <stdbool.h>
#include "CMicroHTTPD.h"

// libmicrohttpd answers some requests itself, before any callback of ours
// runs (400 for a malformed request line or a missing Host, 413 for an
// absurd Content-Length, 414/431 when the request outgrows the connection's
// memory, 505 for HTTP/2.0 and later). Those responses carry no header the
// application chose. This target defines MHD_queue_response, which the
// library calls through its PLT for them. The program exports that symbol
// (Package.swift: --export-dynamic-symbol), so when CMicroHTTPD opens the
// library its calls bind to the program's definition, which lets a hook add
// header fields, then calls the library's own, from CMicroHTTPD's table.

/// Called for every response queued through `MHD_queue_response`, on the
/// connection's thread, before it is queued; it may add header fields.
typedef void (*CMicroHTTPD_ResponseHook)(struct MHD_Connection *connection,
                                         unsigned int status,
                                         struct MHD_Response *response);

/// Sets the hook; NULL removes it. Safe to call from any thread.
void CMicroHTTPD_setResponseHook(CMicroHTTPD_ResponseHook hook);

/// Queues a response with libmicrohttpd's own function, bypassing the hook:
/// for the application's responses, which already carry their fields.
/// `MHD_NO` if the library cannot be loaded.
enum MHD_Result CMicroHTTPD_queueOwnResponse(struct MHD_Connection *connection,
                                             unsigned int status,
                                             struct MHD_Response *response);

/// Whether the hook sees libmicrohttpd's own responses, i.e. the library's
/// calls to MHD_queue_response reach this target's definition: the program
/// exports it. Opens the library if it is not open yet; false if it cannot be.
bool CMicroHTTPD_hookSeesLibraryResponses(void);
#endif
