package sema

import (
	"fmt"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// libstdcxxHeaders are libstdc++ 12's standard headers (the list the parser
// tests use).
var libstdcxxHeaders = strings.Fields(`algorithm any array atomic barrier bit bitset cassert ccomplex
cctype cerrno cfenv cfloat charconv chrono cinttypes ciso646 climits clocale cmath codecvt compare
complex concepts condition_variable coroutine csetjmp csignal cstdalign cstdarg cstdbool cstddef
cstdint cstdio cstdlib cstring ctgmath ctime cuchar cwchar cwctype deque exception execution
expected filesystem forward_list fstream functional future initializer_list iomanip ios iosfwd
iostream istream iterator latch limits list locale map memory memory_resource mutex new numbers
numeric optional ostream queue random ranges ratio regex scoped_allocator semaphore set
shared_mutex source_location span spanstream sstream stack stacktrace stdexcept stop_token
streambuf string string_view syncstream system_error thread tuple type_traits typeindex typeinfo
unordered_map unordered_set utility valarray variant vector version
complex.h cxxabi.h fenv.h math.h stdatomic.h stdlib.h tgmath.h bits/stdc++.h`)

// TestLibstdcxxHeadersClean runs sema over a TU per libstdc++ header, in
// C++17 and C++20, with the headers taken as user code (not system
// headers, so nothing is filtered): sema must report nothing, because g++
// accepts them all. -short checks <bits/stdc++.h> alone.
func TestLibstdcxxHeadersClean(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	headers := libstdcxxHeaders
	if testing.Short() {
		headers = []string{"bits/stdc++.h"}
	}
	type job struct {
		header string
		std    parse.Std
	}
	var jobs []job
	for _, h := range headers {
		if h != "coroutine" {
			jobs = append(jobs, job{h, parse.CXX17})
		}
		jobs = append(jobs, job{h, parse.CXX20})
	}
	var mu sync.Mutex
	var failures []string
	work := make(chan job)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				flag := "-std=c++17"
				if j.std == parse.CXX20 {
					flag = "-std=c++20"
				}
				src, err := gccPreprocess("#include <"+j.header+">\n", flag)
				if err != nil {
					t.Error(err)
					continue
				}
				// Strip the system-header flag (3) from line markers so that
				// sema's diagnostics are not filtered.
				src = []byte(strings.ReplaceAll(string(src), " 3\n", "\n"))
				src = []byte(strings.ReplaceAll(string(src), " 3 4\n", "\n"))
				ck := checkSource(t, "<"+j.header+">", src, j.std, Options{})
				if ck.parseErrors > 0 {
					continue // the parser's own test reports these
				}
				if len(ck.semaDiags) > 0 {
					mu.Lock()
					failures = append(failures, fmt.Sprintf("<%s> %s: %d diagnostics, first: %s", j.header, flag, len(ck.semaDiags), ck.describe(ck.semaDiags[0])))
					mu.Unlock()
				}
			}
		}()
	}
	for _, j := range jobs {
		work <- j
	}
	close(work)
	wg.Wait()
	sort.Strings(failures)
	for _, f := range failures {
		t.Error(f)
	}
}
