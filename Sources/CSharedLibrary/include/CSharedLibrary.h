#ifndef CSHAREDLIBRARY_H
#define CSHAREDLIBRARY_H
#include <pthread.h>
#include <stddef.h>

// Opening a Debian library at run time instead of linking it: hig links only
// what every search needs, so a query does not map libxml2's ICU or
// libmicrohttpd's GnuTLS. Each library's own target (CLibXML2, CMicroHTTPD)
// names its file, its functions and its Debian package, and calls this.

/// What a caller needs to say about a library it cannot load.
typedef struct {
    /// The library's name for people, e.g. "libxml2".
    const char *library;
    /// What needs it, e.g. "reading HTML".
    const char *purpose;
    /// The Debian package that installs it, e.g. "libxml2".
    const char *package;
} CSharedLibrary_Description;

/// Opens `file` (a name the dynamic loader searches for, e.g. "libxml2.so.2")
/// and returns the addresses of the `count` symbols in `names`, in order, in
/// an array that is never freed (the library stays open with it).
///
/// The library and everything it needs are bound at once (`RTLD_NOW`), so a
/// missing dependency fails here rather than in the middle of a call. On
/// failure it returns NULL, nothing stays open and `message` holds one line
/// naming the library, what needs it, the loader's reason and the package to
/// install. Costs what loading and relocating the library costs (a few
/// milliseconds for libxml2 and ICU); call it once per process.
void *const *CSharedLibrary_open(const char *file, CSharedLibrary_Description description,
                                 const char *const *names, size_t count,
                                 char *message, size_t capacity);

/// A library opened at most once per process, and what opening it said.
typedef struct {
    pthread_mutex_t lock;
    int tried;
    void *const *addresses;
    char message[512];
} CSharedLibrary_Once;

#define CSHAREDLIBRARY_ONCE_INIT { PTHREAD_MUTEX_INITIALIZER, 0, NULL, { 0 } }

/// `CSharedLibrary_open` on the first call for `once`, its result on every call after (thread-safe;
/// a call after the first costs an atomic load).
/// On failure returns NULL and points `message` at the line that says why.
void *const *CSharedLibrary_openOnce(CSharedLibrary_Once *once, const char *file, CSharedLibrary_Description description,
                                     const char *const *names, size_t count, const char **message);
#endif
