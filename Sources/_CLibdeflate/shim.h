// libdeflate (Debian's libdeflate-dev), for CARenderExport: the zlib streams of the PNG files it
// writes, compressed whole-buffer, about twice as fast as zlib at the same level and as small.
#include <libdeflate.h>
