package main

import (
	"os"
	"os/signal"
	"syscall"
)

// interruption is the first SIGINT or SIGTERM jcheck receives (Ctrl-C,
// kill, timeout): check and bench stop their searches as a limit does
// and report what they found, run writes out what the program printed.
// The handler is removed at the first signal, so that a second one kills
// jcheck at once.
type interruption struct {
	done chan struct{}
	sig  os.Signal // set before done is closed
}

// notifyInterrupt starts listening for SIGINT and SIGTERM. A signal
// jcheck was started with ignored (as a shell script's background
// command is) stays ignored.
func notifyInterrupt() *interruption {
	in := &interruption{done: make(chan struct{})}
	var sigs []os.Signal
	for _, s := range []os.Signal{syscall.SIGINT, syscall.SIGTERM} {
		if !signal.Ignored(s) {
			sigs = append(sigs, s)
		}
	}
	if len(sigs) == 0 {
		return in
	}
	c := make(chan os.Signal, 1)
	signal.Notify(c, sigs...)
	go func() {
		in.sig = <-c
		signal.Stop(c)
		close(in.done)
	}()
	return in
}

// channel is closed at the interruption; nil (never closed) for a
// command that is not interruptible.
func (in *interruption) channel() <-chan struct{} {
	if in == nil {
		return nil
	}
	return in.done
}

// interrupted reports whether the interruption has come.
func (in *interruption) interrupted() bool {
	select {
	case <-in.channel():
		return true
	default:
		return false
	}
}

// status is the exit status of a process the signal ended, as java's:
// 128 + the signal's number (130 for SIGINT, 143 for SIGTERM).
func (in *interruption) status() int {
	if s, ok := in.sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return exitLimit
}
