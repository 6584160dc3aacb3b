// libFuzzer's entry for a program that keeps its own main (LLVM's
// compiler-rt/lib/fuzzer/FuzzerInterface.h). Only referenced when
// NETLAYER_FUZZING is set, so a plain build links without libFuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
