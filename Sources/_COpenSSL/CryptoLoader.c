// The SHA-256 functions ca-render calls, each forwarding to libcrypto.so.3, opened (dlopen) the first
// time one is called, once, under pthread_once. Where the library cannot be opened they fail as
// OpenSSL fails (0), and ``oqc_crypto_error`` says why. The functions are looked up by name, so
// OpenSSL's deprecated declarations of them are never used here.
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include "_COpenSSL.h"

static struct {
    int (*init)(SHA256_CTX *);
    int (*update)(SHA256_CTX *, const void *, size_t);
    int (*final)(unsigned char *, SHA256_CTX *);
} crypto;
static int available;
static char failure[512] = "libcrypto was not loaded";
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "cannot load libcrypto (install libssl3): %s", reason ? reason : "unknown error");
        return;
    }
#define OQC_LOOKUP(field, name) \
    if (!(*(void **)&crypto.field = dlsym(library, name))) { \
        snprintf(failure, sizeof failure, "libcrypto.so.3 has no %s", name); \
        return; \
    }
    OQC_LOOKUP(init, "SHA256_Init")
    OQC_LOOKUP(update, "SHA256_Update")
    OQC_LOOKUP(final, "SHA256_Final")
#undef OQC_LOOKUP
    available = 1;
}

static int loaded(void) {
    pthread_once(&once, load);
    return available;
}

const char *oqc_crypto_error(void) { return loaded() ? NULL : failure; }

int oqc_sha256_init(oqc_sha256_context *context) { return loaded() ? crypto.init(context) : 0; }

int oqc_sha256_update(oqc_sha256_context *context, const void *data, size_t count) {
    return loaded() ? crypto.update(context, data, count) : 0;
}

int oqc_sha256_final(unsigned char *digest, oqc_sha256_context *context) {
    return loaded() ? crypto.final(digest, context) : 0;
}
