// Command jcheck runs and model-checks Java programs.
package main

import (
	"fmt"
	"os"
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

var _ = fmt.Sprint
