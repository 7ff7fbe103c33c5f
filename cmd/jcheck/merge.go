package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/report"
)

func mergeCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "merge",
		Usage:     "combine the --json reports of the shards of one search (check --shard I/N) into the report of the whole search",
		ArgsUsage: "REPORT.json...",
		Flags:     reportFlags(),
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return e.fail(fmt.Errorf("usage: jcheck merge REPORT.json... (the --json reports of check --shard)"))
			}
			files, err := openReportFiles(c)
			if err != nil {
				return e.fail(err)
			}
			defer files.discard()
			var shards []report.Shard
			for _, name := range c.Args().Slice() {
				r, err := readReportFile(name)
				if err != nil {
					return e.fail(err)
				}
				shards = append(shards, report.Shard{Name: name, Report: r})
			}
			r, notes, err := report.Merge(shards)
			if err != nil {
				return e.fail(err)
			}
			for _, n := range notes {
				fmt.Fprintln(e.stderr, "jcheck: merge:", n)
			}
			if err := e.writeReport(c, r, files, r.Program.ClassPath); err != nil {
				return e.fail(err)
			}
			return verdictExit(r)
		},
	}
}

// readReportFile reads a JSON report, naming the file in its errors.
func readReportFile(name string) (*report.Report, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r, err := report.ReadJSON(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return r, nil
}
