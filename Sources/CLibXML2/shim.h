#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// Debian's libxml2 is built with ICU; its headers would pull in the system ICU,
// which clashes with Foundation's own copy. Nothing here needs ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>
#include <libxml/parser.h>

/// `xmlFree` is a C global function pointer that Swift 6 rejects as unsafe shared state.
static inline void CLibXML2_free(void *pointer) { xmlFree(pointer); }
#endif
