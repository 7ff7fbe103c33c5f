// Command jcheck runs Java programs in its own JVM and model-checks their
// thread interleavings.
//
// Exit codes: 0 no error, 1 the program (run) or the search (check) found
// an error, 2 bad usage or bad input, 3 a limit or a signal stopped the
// search.
package main

import (
	"os"
)

func main() {
	e := &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, interrupt: notifyInterrupt()}
	os.Exit(e.run(os.Args))
}
