package javatool

import (
	"bufio"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
)

// javacServerSource is a Java program that runs javac once a request in
// one JVM. A javac process costs about 0.6 s of CPU on a test program,
// most of it starting the JVM and warming javac's code up; a warm server
// compiles one in a small part of that, and the test suite compiles about
// a thousand programs on a machine whose cache is empty.
//
//go:embed JavacServer.java
var javacServerSource string

// compileServer is one running JavacServer.
type compileServer struct {
	javac string // the javac whose JDK runs it
	cmd   *exec.Cmd
	in    io.WriteCloser
	out   *bufio.Reader

	stopped sync.Once
}

// compileServers is a pool of compile servers of one JDK, at most one per
// CPU, each serving one compilation at a time.
type compileServers struct {
	mu      sync.Mutex
	javac   string // the javac of the servers in the pool
	idle    []*compileServer
	running int
	freed   *sync.Cond
	// broken is why a server could not start; once set, every
	// compilation runs its own javac process (until Tools.Javac changes).
	broken error
}

// errNoServer makes compile fall back to a javac process.
var errNoServer = errors.New("javatool: no compile server")

// javacInServer runs javac with args in a compile server, returning its
// diagnostics and its exit status as exec would (nil for success). It
// returns errNoServer when no server can be had, when the server fails,
// and when the arguments cannot be passed one a line.
func (t *Tools) javacInServer(args []string) ([]byte, error) {
	for _, a := range args {
		if strings.ContainsAny(a, "\r\n") {
			return nil, errNoServer
		}
	}
	s, err := t.takeServer()
	if err != nil {
		return nil, errNoServer
	}
	out, code, err := s.compile(args, t.timeout())
	t.servers.release(s, err == nil)
	if err != nil {
		// The server died or hung (it is stopped): a javac process
		// compiles instead, and says what is wrong if anything is.
		fmt.Fprintf(os.Stderr, "javatool: %v; compiling with a javac process\n", err)
		return nil, errNoServer
	}
	if code != 0 {
		return out, fmt.Errorf("exit status %d", code)
	}
	return out, nil
}

// takeServer returns an idle server, starting one when fewer than one per
// CPU run, else waiting for one.
func (t *Tools) takeServer() (*compileServer, error) {
	p := &t.servers
	p.mu.Lock()
	if p.freed == nil {
		p.freed = sync.NewCond(&p.mu)
	}
	if p.javac != t.Javac {
		// Servers run the JDK of Tools.Javac: another one needs others.
		for _, s := range p.idle {
			s.stop()
			p.running--
		}
		p.idle, p.broken, p.javac = nil, nil, t.Javac
	}
	for {
		if p.broken != nil {
			p.mu.Unlock()
			return nil, p.broken
		}
		if n := len(p.idle); n > 0 {
			s := p.idle[n-1]
			p.idle = p.idle[:n-1]
			p.mu.Unlock()
			return s, nil
		}
		if p.running < runtime.GOMAXPROCS(0) {
			p.running++
			p.mu.Unlock()
			s, err := t.startServer()
			if err != nil {
				p.mu.Lock()
				p.running--
				p.broken = err
				p.freed.Broadcast()
				p.mu.Unlock()
				return nil, err
			}
			return s, nil
		}
		p.freed.Wait()
	}
}

// release gives a server back to the pool after a compilation, or stops
// it when it failed or hung (!ok) or runs another javac than the pool's.
func (p *compileServers) release(s *compileServer, ok bool) {
	p.mu.Lock()
	if ok && s.javac == p.javac {
		p.idle = append(p.idle, s)
	} else {
		s.stop()
		p.running--
	}
	p.freed.Signal()
	p.mu.Unlock()
}

// startServer compiles JavacServer (as any program, through the cache)
// and starts it. Its stdin is a pipe that closes when this process ends,
// which ends the server.
func (t *Tools) startServer() (*compileServer, error) {
	dir, err := t.compileProcess("", map[string]string{"JavacServer.java": javacServerSource})
	if err != nil {
		return nil, err
	}
	java := filepath.Join(filepath.Dir(t.Javac), "java")
	cmd := exec.Command(java, "-XX:+UseSerialGC", "-Xshare:auto", "-cp", dir, "JavacServer")
	cmd.Env = env()
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &compileServer{javac: t.Javac, cmd: cmd, in: in, out: bufio.NewReader(out)}, nil
}

// compile sends one request and reads its answer, within timeout.
func (s *compileServer) compile(args []string, timeout time.Duration) ([]byte, int, error) {
	type answer struct {
		out  []byte
		code int
		err  error
	}
	done := make(chan answer, 1)
	go func() {
		var a answer
		a.out, a.code, a.err = s.exchange(args)
		done <- a
	}()
	select {
	case a := <-done:
		return a.out, a.code, a.err
	case <-time.After(timeout):
		s.stop()
		<-done
		return nil, 0, fmt.Errorf("compile server: no answer (timed out after %v)", timeout)
	}
}

func (s *compileServer) exchange(args []string) ([]byte, int, error) {
	var req strings.Builder
	fmt.Fprintf(&req, "%d\n", len(args))
	for _, a := range args {
		req.WriteString(a)
		req.WriteByte('\n')
	}
	if _, err := io.WriteString(s.in, req.String()); err != nil {
		return nil, 0, fmt.Errorf("compile server: %v", err)
	}
	head, err := s.out.ReadString('\n')
	if err != nil {
		return nil, 0, fmt.Errorf("compile server: %v", err)
	}
	codeText, lenText, ok := strings.Cut(strings.TrimSpace(head), " ")
	code, err1 := strconv.Atoi(codeText)
	n, err2 := strconv.Atoi(lenText)
	if !ok || err1 != nil || err2 != nil || n < 0 {
		return nil, 0, fmt.Errorf("compile server: bad answer %q", head)
	}
	out := make([]byte, n)
	if _, err := io.ReadFull(s.out, out); err != nil {
		return nil, 0, fmt.Errorf("compile server: %v", err)
	}
	return out, code, nil
}

// stop ends the server.
func (s *compileServer) stop() {
	s.stopped.Do(func() {
		s.in.Close()
		s.cmd.Process.Kill()
		s.cmd.Wait()
	})
}
