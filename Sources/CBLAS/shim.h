#ifndef LORATRAINER_CBLAS_SHIM_H
#define LORATRAINER_CBLAS_SHIM_H
// Debian's libopenblas-dev installs <cblas.h> (with OpenBLAS extensions such as
// openblas_get_corename and openblas_set_num_threads) on the default include path.
#include <cblas.h>
#endif
