// OpenSSL's libcrypto, for ca-render's manifests: the SHA-256 digests of scenes and frames.
//
// libcrypto's SHA256_Init, SHA256_Update and SHA256_Final digest in a context the caller holds,
// allocating nothing; OpenSSL 3 marks them deprecated in favour of its EVP interface but keeps them
// in libcrypto.so.3 (Debian's builds export them). EVP allocates twice for every digest it starts
// (measured with malloc_count: OpenSSL 3.0, EVP_DigestInit_ex after EVP_DigestFinal_ex), and a
// manifest digests every band of every frame it hashes again (CARenderCLI's FrameDigest), so the
// frame loop would allocate for each. The context's layout is OpenSSL's own SHA256_CTX (Debian's
// libssl-dev), which libcrypto's ABI keeps; the functions are called under names of ours, defined in
// CryptoLoader.c, which opens libcrypto.so.3 the first time one is called: a render without a
// manifest does not load it.
#include <openssl/sha.h>

/// A SHA-256 in progress: OpenSSL's context.
typedef SHA256_CTX oqc_sha256_context;

/// Starts `context` afresh (SHA256_Init); 1 on success, 0 when libcrypto is not loaded.
int oqc_sha256_init(oqc_sha256_context *context);

/// Adds `count` bytes from `data` (SHA256_Update); 1 on success.
int oqc_sha256_update(oqc_sha256_context *context, const void *data, size_t count);

/// Writes the 32-byte digest to `digest` (SHA256_Final); 1 on success.
int oqc_sha256_final(unsigned char *digest, oqc_sha256_context *context);

/// Why libcrypto could not be loaded, or NULL when it is loaded (CryptoLoader.c).
const char *oqc_crypto_error(void);
