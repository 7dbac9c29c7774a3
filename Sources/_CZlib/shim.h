// zlib, for CARenderExport: the deflate compression and the CRC-32 of the PNG files it writes.
#include <zlib.h>
