package pp

import (
	"os/exec"
	"testing"

	"github.com/cufe-dev/cufe/frontend/hostcc"
)

// newGCCHost returns the host configuration the product uses (a probe of this
// machine's g++, cached in memory only), skipping when there is no g++.
func newGCCHost(t testing.TB, std string) Host {
	t.Helper()
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	cfg, err := hostcc.NewCache("").Probe("g++", std, nil)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}
