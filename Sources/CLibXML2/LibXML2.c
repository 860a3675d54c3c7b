#include "CLibXML2.h"
#include "CSharedLibrary.h"

/// What a user is told when libxml2 is missing.
static const CSharedLibrary_Description description = {
    .library = "libxml2", .purpose = "reading HTML", .package = "libxml2",
};

#define CLIBXML2_NAME(name) #name,
static const char *const names[] = { CLIBXML2_SYMBOLS(CLIBXML2_NAME) };
#undef CLIBXML2_NAME

_Static_assert(sizeof(CLibXML2_Library) == sizeof names / sizeof names[0] * sizeof(void *),
               "one pointer per symbol, in list order");

const CLibXML2_Library *
CLibXML2_open(const char *file, char *message, size_t capacity)
{
    // The table is the list's addresses in order (its size is checked above).
    return (const CLibXML2_Library *) CSharedLibrary_open(file, description, names, sizeof names / sizeof names[0],
                                                      message, capacity);
}

static CSharedLibrary_Once shared = CSHAREDLIBRARY_ONCE_INIT;

const CLibXML2_Library *
CLibXML2_shared(const char **message)
{
    return (const CLibXML2_Library *) CSharedLibrary_openOnce(&shared, CLIBXML2_FILE, description, names,
                                                              sizeof names / sizeof names[0], message);
}
