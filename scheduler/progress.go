package scheduler

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
)

// Progress shows a build as it goes. Run calls Start once, Begin and Done
// from the units' goroutines (so implementations lock), Log for text that
// must be shown whole (a unit's diagnostics), and Finish once.
type Progress interface {
	Start(total int)
	Begin(name string)
	Done(u *Unit)
	Log(text string)
	Finish(s *Summary)
}

// Quiet shows only what must be seen: diagnostics and failures, on errw.
func Quiet(errw io.Writer) Progress { return &lines{errw: errw, quiet: true} }

// Lines prints one plain line per unit built or failed (and per cached unit
// when verbose) on w, for logs and pipes; diagnostics go to errw.
func Lines(w, errw io.Writer, verbose bool) Progress {
	return &lines{w: w, errw: errw, verbose: verbose}
}

type lines struct {
	w, errw        io.Writer
	quiet, verbose bool

	mu          sync.Mutex
	total, done int
}

func (p *lines) Start(total int) { p.total = total }
func (p *lines) Begin(string)    {}

func (p *lines) Done(u *Unit) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if u.Status == Failed && u.Err != nil {
		fmt.Fprintf(p.errw, "cufe: %s: %v\n", u.Job.Name, u.Err)
	}
	if p.quiet || (u.Status == Cached && !p.verbose) || u.Status == Canceled {
		return
	}
	width := len(fmt.Sprint(p.total))
	fmt.Fprintf(p.w, "[%*d/%d] %-6s %s (%s)\n", width, p.done, p.total, u.Status, u.Job.Name, shortDuration(u.Duration))
	if p.verbose {
		for _, r := range u.Reasons {
			fmt.Fprintf(p.w, "        %s\n", r)
		}
	}
}

func (p *lines) Log(text string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	io.WriteString(p.errw, text)
	if !strings.HasSuffix(text, "\n") {
		io.WriteString(p.errw, "\n")
	}
}

func (p *lines) Finish(s *Summary) {
	if !p.quiet {
		fmt.Fprintln(p.w, s)
	}
}

// Bar draws a progress bar on the terminal w (done/total, the unit being
// compiled, rate and time left); diagnostics go to errw above it.
func Bar(w, errw io.Writer, verbose bool) Progress { return &bar{w: w, errw: errw, verbose: verbose} }

type bar struct {
	w, errw io.Writer
	verbose bool

	mu  sync.Mutex
	bar *progressbar.ProgressBar
}

func (p *bar) Start(total int) {
	p.bar = progressbar.NewOptions(total,
		progressbar.OptionSetWriter(p.w),
		progressbar.OptionSetDescription("building"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("TU"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionSetWidth(30),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
}

func (p *bar) Begin(name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.Describe(name)
}

func (p *bar) Done(u *Unit) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if u.Status == Failed && u.Err != nil {
		p.bar.Clear()
		fmt.Fprintf(p.errw, "cufe: %s: %v\n", u.Job.Name, u.Err)
	}
	if p.verbose && u.Status == Built && len(u.Reasons) > 0 {
		p.bar.Clear()
		fmt.Fprintf(p.w, "built %s: %s\n", u.Job.Name, strings.Join(u.Reasons, "; "))
	}
	p.bar.Add(1)
}

func (p *bar) Log(text string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.Clear()
	io.WriteString(p.errw, text)
	if !strings.HasSuffix(text, "\n") {
		io.WriteString(p.errw, "\n")
	}
}

func (p *bar) Finish(s *Summary) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.Finish()
	fmt.Fprintln(p.w, s)
}

// String is the closing summary line, with explicit counts.
func (s *Summary) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cufe: %d TU: %d built, %d cached, %d failed", s.Total, s.Built, s.Cached, s.Failed)
	if s.Canceled > 0 {
		fmt.Fprintf(&b, ", %d canceled", s.Canceled)
	}
	fmt.Fprintf(&b, "; %d warning(s), %d error(s); %d file(s) written; %s", s.Warnings, s.Errors, s.Written, shortDuration(s.Elapsed))
	return b.String()
}

// shortDuration rounds d for display, keeping three significant digits or so.
func shortDuration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return d.Round(time.Microsecond).String()
	case d < time.Second:
		return d.Round(100 * time.Microsecond).String()
	}
	return d.Round(10 * time.Millisecond).String()
}
