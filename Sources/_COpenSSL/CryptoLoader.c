// The EVP functions ca-render calls, each forwarding to libcrypto.so.3, opened (dlopen) the first time
// one is called, once, under pthread_once. Where the library cannot be opened they fail as OpenSSL
// fails (NULL or 0), and ``oqc_crypto_error`` says why. The definitions are hidden, so that they serve
// this program's calls only.
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#pragma GCC visibility push(hidden)
#include "_COpenSSL.h"
#pragma GCC visibility pop

#define OQC_CRYPTO_FUNCTIONS(X) \
    X(EVP_sha256) X(EVP_MD_CTX_new) X(EVP_MD_CTX_free) X(EVP_DigestInit_ex) X(EVP_DigestUpdate) X(EVP_DigestFinal_ex)

static struct {
#define OQC_FIELD(name) __typeof__(name) *name;
    OQC_CRYPTO_FUNCTIONS(OQC_FIELD)
#undef OQC_FIELD
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
#define OQC_LOOKUP(name) \
    if (!(crypto.name = (__typeof__(name) *)dlsym(library, #name))) { \
        snprintf(failure, sizeof failure, "libcrypto.so.3 has no %s", #name); \
        return; \
    }
    OQC_CRYPTO_FUNCTIONS(OQC_LOOKUP)
#undef OQC_LOOKUP
    available = 1;
}

static int loaded(void) {
    pthread_once(&once, load);
    return available;
}

const char *oqc_crypto_error(void) { return loaded() ? NULL : failure; }

#pragma GCC visibility push(hidden)
const EVP_MD *EVP_sha256(void) { return loaded() ? crypto.EVP_sha256() : NULL; }
EVP_MD_CTX *EVP_MD_CTX_new(void) { return loaded() ? crypto.EVP_MD_CTX_new() : NULL; }
void EVP_MD_CTX_free(EVP_MD_CTX *context) { if (loaded()) crypto.EVP_MD_CTX_free(context); }
int EVP_DigestInit_ex(EVP_MD_CTX *context, const EVP_MD *type, ENGINE *engine) {
    return loaded() ? crypto.EVP_DigestInit_ex(context, type, engine) : 0;
}
int EVP_DigestUpdate(EVP_MD_CTX *context, const void *data, size_t count) {
    return loaded() ? crypto.EVP_DigestUpdate(context, data, count) : 0;
}
int EVP_DigestFinal_ex(EVP_MD_CTX *context, unsigned char *digest, unsigned int *size) {
    return loaded() ? crypto.EVP_DigestFinal_ex(context, digest, size) : 0;
}
#pragma GCC visibility pop
