// Package corpus holds only tests: they run cufe's front end over the CUDA
// programs in ../testdata/programs and the negative cases in
// ../testdata/errors.
//
// Without a CUDA toolkit (CI) every program that needs none must preprocess
// and parse with no diagnostic, and every error case must produce exactly
// the diagnostics written beside its lines (`// ERROR "text"`), except the
// ones listed as pending with a reason. With CUDA_ORACLE set, every program
// is also preprocessed against that toolkit and parsed, NVIDIA's own
// preprocessed output (the .cpp1.ii/.cpp4.ii nvcc makes) is parsed too, and
// the error cases' expectations are checked against what NVIDIA's front end
// (cicc and cudafe++ 11.8) reports.
//
// The package has no code of its own; it exists because Go cannot put a
// test package in a testdata directory.
package corpus
