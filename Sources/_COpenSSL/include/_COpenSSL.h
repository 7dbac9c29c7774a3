// OpenSSL's libcrypto, for ca-render's manifests: the SHA-256 digests of scenes and frames, through
// the EVP interface (the one OpenSSL 3 keeps undeprecated).
//
// The declarations are OpenSSL's own (Debian's libssl-dev). The functions the project calls are
// defined in CryptoLoader.c, which opens libcrypto.so.3 the first time one is called: a render
// without a manifest does not load it.
#include <openssl/evp.h>

/// Why libcrypto could not be loaded, or NULL when it is loaded (CryptoLoader.c).
const char *oqc_crypto_error(void);
