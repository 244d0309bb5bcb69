//go:build !unix

package main

import "testing"

// namedPipe: none on this system.
func namedPipe(t *testing.T) (string, bool) { return "", false }
