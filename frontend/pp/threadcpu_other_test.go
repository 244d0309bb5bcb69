//go:build !linux

package pp

import "time"

// threadCPU is not measured here.
func threadCPU() time.Duration { return 0 }

// processCPU is not measured here.
func processCPU() time.Duration { return 0 }
