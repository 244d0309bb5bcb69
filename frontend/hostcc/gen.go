package hostcc

// The embedded gcc 12 data is generated from this machine's g++ 12; set
// CUDA_ORACLE and CUDA13_ORACLE so the CUDA headers' __has_* names are asked too.
//go:generate go run ./internal/gen -out data/gcc12
