#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include "CSharedLibrary.h"

/// Writes the one line a user sees when a library cannot be used.
static void
describe_failure(CSharedLibrary_Description description, const char *reason, char *message, size_t capacity)
{
    if (message == NULL || capacity == 0) {
        return;
    }
    snprintf(message, capacity, "%s needs %s, which cannot be loaded (%s); install the Debian package %s",
             description.purpose, description.library, reason, description.package);
}

void *const *
CSharedLibrary_open(const char *file, CSharedLibrary_Description description,
                    const char *const *names, size_t count,
                    char *message, size_t capacity)
{
    void **addresses = calloc(count, sizeof *addresses);
    if (addresses == NULL) {
        describe_failure(description, "out of memory", message, capacity);
        return NULL;
    }
    void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        describe_failure(description, reason != NULL ? reason : file, message, capacity);
        free(addresses);
        return NULL;
    }
    for (size_t index = 0; index < count; index++) {
        dlerror();
        addresses[index] = dlsym(handle, names[index]);
        if (addresses[index] == NULL) {
            char reason[256];
            snprintf(reason, sizeof reason, "%s has no symbol %s", file, names[index]);
            describe_failure(description, reason, message, capacity);
            dlclose(handle);
            free(addresses);
            return NULL;
        }
    }
    // The handle stays open for the life of the process: the addresses point into it.
    return addresses;
}

void *const *
CSharedLibrary_openOnce(CSharedLibrary_Once *once, const char *file, CSharedLibrary_Description description,
                        const char *const *names, size_t count, const char **message)
{
    // Double-checked: after the first call, a call costs one acquire load (callbacks of every
    // request ask for libmicrohttpd's table); the lock only orders the first callers.
    if (!__atomic_load_n(&once->tried, __ATOMIC_ACQUIRE)) {
        pthread_mutex_lock(&once->lock);
        if (!__atomic_load_n(&once->tried, __ATOMIC_RELAXED)) {
            once->addresses = CSharedLibrary_open(file, description, names, count, once->message, sizeof once->message);
            __atomic_store_n(&once->tried, 1, __ATOMIC_RELEASE);
        }
        pthread_mutex_unlock(&once->lock);
    }
    void *const *addresses = once->addresses;
    if (addresses == NULL && message != NULL) {
        *message = once->message;
    }
    return addresses;
}
