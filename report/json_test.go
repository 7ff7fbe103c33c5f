package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/schematest"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// v1Report is a report of version 1 as jcheck wrote it before reports had
// a version: Go's field names, numbered operation kinds.
const v1Report = "../testdata/reports/RandomLostUpdate.v1.json"

func readFile(t *testing.T, path string) *Report {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := ReadJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func opKinds(t *testing.T, names string) []interp.OpKind {
	t.Helper()
	var out []interp.OpKind
	for _, n := range strings.Fields(names) {
		var k interp.OpKind
		if err := k.UnmarshalText([]byte(n)); err != nil {
			t.Fatal(err)
		}
		out = append(out, k)
	}
	return out
}

// TestReadVersion1 reads the report of version 1 kept in testdata: every
// field comes back, the numbered operation kinds as the kinds they were,
// and written again it is a report of the current version that the
// schema describes and that reads back the same.
func TestReadVersion1(t *testing.T) {
	r := readFile(t, v1Report)
	if r.SchemaVersion != 1 || r.Program.Main != "RandomLostUpdate" || !r.Program.EnumerateRandom || r.Options.Races != "adapt" || r.Verdict != "error" || r.Rounds != 2 {
		t.Errorf("version %d, program %+v, options %+v, verdict %q, %d rounds", r.SchemaVersion, r.Program, r.Options, r.Verdict, r.Rounds)
	}
	wantStats := reduction.Stats{Executions: 2, Transitions: 40, States: 42, MaxDepth: 24, Instructions: 2432, Elapsed: 78817127 * time.Nanosecond, PeakMemory: 31203328}
	if r.Stats != wantStats {
		t.Errorf("statistics %+v, want %+v", r.Stats, wantStats)
	}
	var kinds []string
	for _, e := range r.Errors {
		kinds = append(kinds, e.Kind)
	}
	if got, want := strings.Join(kinds, ", "), "data race, LD' violation, assertion failure"; got != want || !r.Errors[1].Warning || r.Errors[0].Warning {
		t.Fatalf("errors %s (warnings: %v, %v), want %s with the second a warning", got, r.Errors[0].Warning, r.Errors[1].Warning, want)
	}
	assertion := r.Errors[2]
	want := opKinds(t, "begin read read write read read read write call call choose start begin read read write write write terminate join read read read read")
	var got, traced []interp.OpKind
	for i, s := range assertion.Path {
		got = append(got, s.Op.Kind)
		traced = append(traced, assertion.Trace.Steps[i].Kind)
	}
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(traced, want) {
		t.Errorf("the path's operation kinds are\n%v\nthe trace's\n%v\nwant\n%v", got, traced, want)
	}
	choose := reduction.Step{Transition: reduction.Transition{Thread: 1}, Op: reduction.OpSignature{Kind: interp.OpChoose, Method: "RandomLostUpdate.main([Ljava/lang/String;)V", PC: 4}}
	start := reduction.Step{Transition: reduction.Transition{Thread: 1}, Op: reduction.OpSignature{Kind: interp.OpStart, Method: "RandomLostUpdate.main([Ljava/lang/String;)V", PC: 16, Obj: 1091}}
	if assertion.Path[10] != choose || assertion.Path[11] != start {
		t.Errorf("steps 11 and 12: %+v, %+v; want %+v, %+v", assertion.Path[10], assertion.Path[11], choose, start)
	}
	if s := assertion.Trace.Steps[10]; s.Thread != "main" || s.Op != "choose Random.nextInt(2) (returns 0)" || s.Position != "RandomLostUpdate.main(RandomLostUpdate.java:14)" {
		t.Errorf("step 11 of the counterexample: %+v", s)
	}
	if f := assertion.Trace.Final; len(f) != 2 || f[0].Name != "main" || f[0].Next != "read Thread.name of main" || len(f[0].Stack) != 4 || f[1].State != "terminated" {
		t.Errorf("final state %+v", f)
	}
	wantViolation := &reduction.LDReport{Location: "static RandomLostUpdate.hits",
		Current: reduction.AccessReport{Thread: "worker", Position: "RandomLostUpdate.lambda$main$0(RandomLostUpdate.java:16)"},
		Other:   reduction.AccessReport{Thread: "main", Write: true, Position: "RandomLostUpdate.main(RandomLostUpdate.java:20)"}}
	if !reflect.DeepEqual(r.Errors[0].Violation, wantViolation) {
		t.Errorf("violation %+v, want %+v", r.Errors[0].Violation, wantViolation)
	}
	if p := assertion.Promoted; len(p) != 2 || p[0] != (reduction.LocKey{Class: "RandomLostUpdate", Field: "hits"}) {
		t.Errorf("promoted %+v", p)
	}

	var out bytes.Buffer
	if err := WriteJSON(&out, r); err != nil {
		t.Fatal(err)
	}
	schematest.ValidateReport(t, out.Bytes())
	again, err := ReadJSON(&out)
	if err != nil {
		t.Fatal(err)
	}
	r.SchemaVersion = SchemaVersion
	if !reflect.DeepEqual(again, r) {
		t.Errorf("written as version %d and read back, the report differs:\n%+v\nwant\n%+v", SchemaVersion, again, r)
	}
}

// TestReadOtherVersions: a report of a version newer than this jcheck's is
// an error that names the version needed; one of a version that never
// existed, or that is not a JSON object, is not a report; schemaVersion 1
// reads version 1, and 2 to 4 today's form (want "": no error).
func TestReadOtherVersions(t *testing.T) {
	cases := []struct{ doc, want string }{
		{`{"schemaVersion": 5, "program": {"main": "Main"}}`, "the report is newer than this jcheck: its schema version is 5, and this jcheck reads versions 1 to 4: replay it with a jcheck that reads version 5"},
		{`{"schemaVersion": 0, "program": {"main": "Main"}}`, "not a jcheck report: its schemaVersion is 0, not a version (1 to 4)"},
		{`{"schemaVersion": "2"}`, `not a jcheck report: its schemaVersion is "2", not a version (1 to 4)`},
		{`{"schemaVersion": 2, "program": {"main": "Main"}}`, ""},
		{`{"schemaVersion": 4, "program": {"main": "Main"}}`, ""},
		{`{"schemaVersion": 1, "program": {"main": "Main"}, "errors": [{"path": [{"Op": {"Kind": 14}}]}]}`, ""},
		{`{"schemaVersion": 2, "program": {}}`, "not a jcheck report: it names no main class"},
		{`{"program": {"main": "Main"}, "errors": [{"path": [{"Op": {"Kind": 99}}]}]}`, "not a jcheck report: error 1, step 1: no operation kind 99"},
		{`{"schemaVersion": 2, "program": {"main": "Main"}, "errors": [{"path": [{"op": {"kind": "fly"}}]}]}`, `not a jcheck report: no operation kind "fly"`},
		{`[1, 2]`, "not a jcheck report: not a JSON object"},
		{`null`, "not a jcheck report: not a JSON object"},
		{`{"program": `, "not a jcheck report: unexpected end of JSON input"},
	}
	for _, c := range cases {
		_, err := ReadJSON(strings.NewReader(c.doc))
		if c.want == "" && err != nil || c.want != "" && (err == nil || err.Error() != c.want) {
			t.Errorf("%s: error %v, want %s", c.doc, err, c.want)
		}
		if newer := errors.Is(err, ErrNewerReport); newer != strings.Contains(c.want, "newer") {
			t.Errorf("%s: errors.Is(err, ErrNewerReport) is %v", c.doc, newer)
		}
	}
}

// TestOpKindNames: the schema's operation kinds are every kind interp has,
// by the names it writes.
func TestOpKindNames(t *testing.T) {
	var names []string
	for k := interp.OpKind(0); ; k++ {
		text, err := k.MarshalText()
		if err != nil {
			break
		}
		names = append(names, string(text))
	}
	data, err := os.ReadFile("../docs/report-schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs struct {
			OpKind struct{ Enum []string } `json:"opKind"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(schema.Defs.OpKind.Enum, names) {
		t.Errorf("docs/report-schema.json lists the operation kinds\n%v\nwant\n%v", schema.Defs.OpKind.Enum, names)
	}
}
