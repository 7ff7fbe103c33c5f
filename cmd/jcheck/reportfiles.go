package main

import (
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/report"
)

// reportFlags name the files a report is also written to (check, merge).
func reportFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "json", Usage: "also write the report as JSON to this file (for jcheck replay)"},
		&cli.StringFlag{Name: "sarif", Usage: "also write the errors as SARIF 2.1.0 to this file (for code scanning)"},
		&cli.StringFlag{Name: "html", Usage: "also write the report as a web page to this file: each counterexample as a table with a column per thread"},
		&cli.StringFlag{Name: "source-path", Usage: "directories (separated by " + string(os.PathListSeparator) + ") holding the program's .java files, whose lines --html shows; the class path's directories and a .java program's directory are searched too"},
	}
}

// reportFiles are the files reportFlags name, opened before the command
// does its work (openOutput), with the directories --html reads sources
// from.
type reportFiles struct {
	json, sarif, html *outputFile
	sourcePath        []string
}

// openReportFiles opens the files reportFlags name.
func openReportFiles(c *cli.Context) (*reportFiles, error) {
	f := &reportFiles{}
	var err error
	if path := c.String("json"); path != "" {
		if f.json, err = openOutput("json", path); err != nil {
			return nil, err
		}
	}
	if path := c.String("sarif"); path != "" {
		if f.sarif, err = openOutput("sarif", path); err != nil {
			f.discard()
			return nil, err
		}
	}
	if f.html, f.sourcePath, err = htmlOutput(c); err != nil {
		f.discard()
		return nil, err
	}
	return f, nil
}

// discard removes the files that were not written (outputFile.discard).
func (f *reportFiles) discard() {
	for _, o := range []*outputFile{f.json, f.sarif, f.html} {
		if o != nil {
			o.discard()
		}
	}
}

// writeReport writes the report as text to standard output and to the
// files; classPath is the program's, whose directories --html looks for
// sources in.
func (e *env) writeReport(c *cli.Context, r *report.Report, f *reportFiles, classPath string) error {
	report.WriteText(e.stdout, r)
	if f.json != nil {
		if err := f.json.write(func(w io.Writer) error { return report.WriteJSON(w, r) }); err != nil {
			return err
		}
	}
	if f.sarif != nil {
		if err := f.sarif.write(func(w io.Writer) error { return report.WriteSARIF(w, r, version()) }); err != nil {
			return err
		}
	}
	if f.html != nil {
		src := report.NewSources(sourceDirs(f.sourcePath, classPath, c))
		if err := f.html.write(func(w io.Writer) error { return report.WriteHTML(w, r, src) }); err != nil {
			return err
		}
	}
	return nil
}

// verdictExit is the exit of a command that reported r: 1 for errors, 3
// for a search that is incomplete, else 0.
func verdictExit(r *report.Report) error {
	switch r.Verdict {
	case "error":
		return exitError{exitFound}
	case "incomplete":
		return exitError{exitLimit}
	}
	return nil
}
