package report

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/jcheck/jcheck/internal/schematest"
	"github.com/jcheck/jcheck/interp"
)

// TestSARIFWithoutSources writes the SARIF log of the version 1 report,
// whose steps have no source positions: it is valid SARIF, each result
// without a location but with its code flow, the operations as messages.
func TestSARIFWithoutSources(t *testing.T) {
	r := readFile(t, v1Report)
	var out bytes.Buffer
	if err := WriteSARIF(&out, r, "test"); err != nil {
		t.Fatal(err)
	}
	schematest.ValidateSARIF(t, out.Bytes())
	var log sarifLog
	if err := json.Unmarshal(out.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	results := log.Runs[0].Results
	if len(results) != 3 {
		t.Fatalf("%d results, want 3", len(results))
	}
	for i, res := range results {
		flows := res.CodeFlows[0].ThreadFlows
		if len(res.Locations) != 0 || len(flows) != 2 || flows[0].ID != "main" || flows[1].ID != "worker" {
			t.Errorf("result %d: %d locations, thread flows %+v; want none, and main's and worker's", i+1, len(res.Locations), flows)
		}
	}
	if step := results[2].CodeFlows[0].ThreadFlows[0].Locations[10]; step.ExecutionOrder != 11 || step.Location.Message.Text != "choose Random.nextInt(2) (returns 0)" {
		t.Errorf("main's 11th step: %+v", step)
	}
}

// TestSARIFURI: a source file's path is a URI reference, its bytes
// escaped where a URI needs it.
func TestSARIFURI(t *testing.T) {
	cases := []struct{ file, uri string }{
		{"com/example/Main.java", "com/example/Main.java"},
		{"café/Ünï code.java", "caf%C3%A9/%C3%9Cn%C3%AF%20code.java"},
		{"a:b/Main.java", "./a:b/Main.java"},
	}
	for _, c := range cases {
		loc := sarifLocationOf(&interp.Source{Class: "C", Method: "m", File: c.file, Line: 3})
		if got := loc.PhysicalLocation.ArtifactLocation.URI; got != c.uri {
			t.Errorf("%s: uri %q, want %q", c.file, got, c.uri)
		}
	}
}
