package scheduler

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/cache"
)

// The crash helper is this test binary re-executed with these variables set:
// it builds the project at CUFE_CRASH_ROOT (CUFE_CRASH_N units) through the
// cache at CUFE_CRASH_CACHE, slowly enough to be killed part-way.
const (
	envCrashRoot  = "CUFE_CRASH_ROOT"
	envCrashCache = "CUFE_CRASH_CACHE"
	envCrashN     = "CUFE_CRASH_N"
)

func TestMain(m *testing.M) {
	if root := os.Getenv(envCrashRoot); root != "" {
		os.Exit(crashHelper(root))
	}
	os.Exit(m.Run())
}

func crashHelper(root string) int {
	n, _ := strconv.Atoi(os.Getenv(envCrashN))
	p := &testProject{root: root, out: filepath.Join(root, "build", "cufe"), n: n,
		args: []string{"-I" + filepath.Join(root, "include"), "-std=c++17"}}
	st, err := cache.Open(cache.Options{Dir: os.Getenv(envCrashCache), LockWait: 10 * time.Second})
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		return 3
	}
	fake := newFake()
	fake.delay = time.Millisecond
	_, err = Run(context.Background(), p.jobs(), Options{Jobs: 2, Compiler: fake.Compile, Cache: st, Version: "test", StaleSuffixes: testSuffixes})
	if cerr := st.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		return 3
	}
	return 0
}

// TestKillDuringBuild kills builds with SIGKILL at random points, editing the
// project between them, then checks that one more build produces exactly the
// outputs of a clean build, and that the cache is consistent.
func TestKillDuringBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("re-executes the test binary")
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	e := newEnv(t, 200)
	p := e.p
	kills := 0
	for round := 0; round < 6; round++ {
		// An edit to a header, a source or a flag-free output change.
		k := rng.IntN(headerGroups)
		writeFile(t, filepath.Join(p.root, "include", fmt.Sprintf("h%d.h", k)),
			fmt.Sprintf("#include \"deep/d%d.h\"\n__device__ int h%d(int); // round %d\n", k%3, k, round))
		i := rng.IntN(p.n)
		writeFile(t, p.src(i), fmt.Sprintf("#include \"common.h\"\n__global__ void k%d() {} // round %d\n", i, round))

		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), envCrashRoot+"="+p.root, envCrashCache+"="+e.cacheDir, envCrashN+"="+strconv.Itoa(p.n))
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("round %d: helper failed before the kill: %v", round, err)
			}
		case <-time.After(time.Duration(20+rng.IntN(300)) * time.Millisecond):
			cmd.Process.Signal(syscall.SIGKILL)
			<-done
			kills++
		}
	}
	if kills == 0 {
		t.Fatal("no build was killed; the helper is too fast for this test")
	}
	s, _ := e.build(t, 2)
	if s.Failed != 0 || s.Built+s.Cached != p.n {
		t.Fatalf("build after the kills: %v", s)
	}
	if d := diffTrees(tree(t, p.out), cleanBuild(t, p)); d != "" {
		t.Fatalf("after %d kills, the outputs differ from a clean build:\n%s", kills, d)
	}
	st, err := cache.Open(cache.Options{Dir: e.cacheDir})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := st.Verify()
	st.Close()
	if err != nil || len(rep.Bad) != 0 {
		t.Fatalf("cache after the kills: %+v %v", rep, err)
	}
	// And the cache still serves everything.
	if s, _ = e.build(t, 2); s.Cached != p.n {
		t.Fatalf("no-op build after the kills: %v", s)
	}
	t.Logf("%d of 6 builds killed", kills)
}
