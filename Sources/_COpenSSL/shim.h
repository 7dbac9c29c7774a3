// OpenSSL's libcrypto, for ca-render's manifests: the SHA-256 digests of scenes and frames, through
// the EVP interface (the one OpenSSL 3 keeps undeprecated).
#include <openssl/evp.h>
