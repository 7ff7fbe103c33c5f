// Command jcheck runs Java programs in its own JVM and model-checks their
// thread interleavings.
//
// Exit codes: 0 no error, 1 the program (run) or the search (check) found
// an error, 2 bad usage or bad input, 3 a limit stopped the search.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}
