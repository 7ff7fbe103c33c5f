package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"
)

// htmlOutput opens the file of --html and reads --source-path, whose
// directories must exist: both are checked before the search starts.
func htmlOutput(c *cli.Context) (*outputFile, []string, error) {
	var dirs []string
	if p := c.String("source-path"); p != "" {
		for _, dir := range filepath.SplitList(p) {
			if fi, err := os.Stat(dir); err != nil {
				return nil, nil, fmt.Errorf("--source-path: %w", err)
			} else if !fi.IsDir() {
				return nil, nil, fmt.Errorf("--source-path: %s is not a directory", dir)
			}
			dirs = append(dirs, dir)
		}
	}
	path := c.String("html")
	if path == "" {
		return nil, dirs, nil
	}
	out, err := openOutput("html", path)
	return out, dirs, err
}

// sourceDirs are the directories in which --html looks for the program's
// source files: those of --source-path, the class path's directories (javac
// often writes classes beside their sources), and the directory of a
// .java program.
func sourceDirs(sourcePath []string, classPath string, c *cli.Context) []string {
	dirs := sourcePath
	for _, entry := range filepath.SplitList(classPath) {
		if fi, err := os.Stat(entry); err == nil && fi.IsDir() {
			dirs = append(dirs, entry)
		}
	}
	if target := c.Args().First(); c.String("jar") == "" && strings.HasSuffix(target, ".java") {
		dirs = append(dirs, filepath.Dir(target))
	}
	return dirs
}
