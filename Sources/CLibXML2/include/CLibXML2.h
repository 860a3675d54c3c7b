#ifndef CLIBXML2_H
#define CLIBXML2_H
// Debian's libxml2 is built with ICU; its headers would pull in the system ICU,
// which clashes with Foundation's own copy. Nothing here needs ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>
#include <libxml/parser.h>
#include <stddef.h>

// libxml2 is opened when HTML is first read, not linked: linking it maps
// libxml2, ICU (30 MB of data), zlib and lzma into every hig process, a
// search included. Its headers give the types; the functions are called
// through this table, whose entries have the headers' own types. A call
// written against the header directly does not link: there is no -lxml2.

#pragma clang assume_nonnull begin

/// The Debian 12 library file: package libxml2.
#define CLIBXML2_FILE "libxml2.so.2"

/// The libxml2 functions (and the `xmlFree` variable) hig uses, in one list:
/// the table's fields and the names resolved come from it.
#define CLIBXML2_SYMBOLS(X) \
    X(htmlReadMemory) X(xmlFreeDoc) X(xmlGetLastError) X(xmlGetLineNo) X(xmlGetProp) \
    X(xmlResetLastError) X(xmlFree)

/// libxml2's entry points, each the address of the header's declaration.
// `xmlFree`'s entry points to a variable holding a function pointer, which the
// header leaves without nullability: the warning about it says nothing here.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"
typedef struct {
#define CLIBXML2_FIELD(name) __typeof__(name) *name;
    CLIBXML2_SYMBOLS(CLIBXML2_FIELD)
#undef CLIBXML2_FIELD
} CLibXML2_Library;
#pragma clang diagnostic pop

/// Opens libxml2 from `file` and resolves the table, or returns NULL with
/// one line in `message` naming the library and its Debian package.
///
/// Each success allocates a table that is never freed. The program calls
/// `CLibXML2_shared`; this is for tests, which give another file name.
const CLibXML2_Library *_Nullable CLibXML2_open(const char *file, char *message, size_t capacity);

/// The process's libxml2, opened from `CLIBXML2_FILE` on the first call
/// (thread-safe); later calls cost an atomic load. Returns NULL when it
/// cannot be opened, with `*message` set to the one line saying why.
const CLibXML2_Library *_Nullable CLibXML2_shared(const char *_Nullable *_Nonnull message);

/// Frees memory libxml2 returned (`xmlFree` is a variable holding a function).
static inline void
CLibXML2_free(const CLibXML2_Library *library, void *_Nullable pointer)
{
    (*library->xmlFree)(pointer);
}

#pragma clang assume_nonnull end
#endif
