package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/jcheck/jcheck/reduction"
)

// SchemaVersion is the version of the JSON report WriteJSON writes, whose
// form docs/report-schema.json describes. Version 1, written before the
// report had a version, used Go's field names ("Thread") and numbered
// operation kinds; version 2 has camelCase keys throughout, operation
// kinds as words, and the source position of every step; in version 3 a
// path's step of a thread that no other can interleave with holds up to
// 256 of its visible operations (interp's Thread.alone), where each was
// a step before (a report of version 1 or 2 replays with
// interp.Options.SplitAlone); in version 4 the class library's internal
// work on its own state is silent, inside a step (interp's
// Thread.silent), where it was a step of its own before (a report of
// version 1 to 3 replays with interp.Options.LibraryOpsVisible).
const SchemaVersion = 4

// maxReportSize bounds the JSON report ReadJSON reads: far above what a
// search bounded by --max-depth writes, far below what exhausts memory.
const maxReportSize = 1 << 30

// WriteJSON writes the report as indented JSON, of version SchemaVersion.
func WriteJSON(w io.Writer, r *Report) error {
	out := *r
	out.SchemaVersion = SchemaVersion
	// Lists are lists, never null, as docs/report-schema.json says.
	out.Program.Args = nonNil(out.Program.Args)
	out.Errors = nonNil(slices.Clone(out.Errors))
	for i := range out.Errors {
		out.Errors[i].Path = nonNil(out.Errors[i].Path)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(&out)
}

// ErrNewerReport is the error of ReadJSON for a report of a schema
// version this jcheck does not know: a newer jcheck wrote it.
var ErrNewerReport = errors.New("the report is newer than this jcheck")

// ReadJSON reads a report WriteJSON wrote, of this version or an older one.
func ReadJSON(rd io.Reader) (*Report, error) {
	data, err := io.ReadAll(io.LimitReader(rd, maxReportSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxReportSize {
		return nil, fmt.Errorf("not a jcheck report: larger than %d MiB", maxReportSize>>20)
	}
	var head map[string]json.RawMessage
	if err := json.Unmarshal(data, &head); err != nil || head == nil {
		if typeErr := (*json.UnmarshalTypeError)(nil); err == nil || errors.As(err, &typeErr) {
			return nil, errors.New("not a jcheck report: not a JSON object")
		}
		return nil, fmt.Errorf("not a jcheck report: %w", err)
	}
	version := 1 // written before reports had a version
	if raw, ok := head["schemaVersion"]; ok {
		if err := json.Unmarshal(raw, &version); err != nil || version < 1 {
			return nil, fmt.Errorf("not a jcheck report: its schemaVersion is %s, not a version (1 to %d)", raw, SchemaVersion)
		}
	}
	var r *Report
	switch {
	case version == 1:
		r, err = decodeV1(data)
	case version <= SchemaVersion:
		r = &Report{}
		err = json.Unmarshal(data, r)
	default:
		return nil, fmt.Errorf("%w: its schema version is %d, and this jcheck reads versions 1 to %d: replay it with a jcheck that reads version %d",
			ErrNewerReport, version, SchemaVersion, version)
	}
	if err != nil {
		return nil, fmt.Errorf("not a jcheck report: %w", err)
	}
	if r.Program.Main == "" {
		return nil, fmt.Errorf("not a jcheck report: it names no main class")
	}
	return r, nil
}

// The report of version 1 (no schemaVersion) differs from version 2 in
// three ways, which these types undo: the operation kind of a path's step
// is a number, the statistics' elapsed time and peak heap had other
// names, and keys are Go's field names. encoding/json matches keys to
// fields without regard to case, so "Thread" fills the field now tagged
// "thread", and the types of version 2 read everything else.
type (
	reportV1 struct {
		Report
		Errors []errorV1 `json:"errors"`
		Stats  statsV1   `json:"stats"`
	}
	errorV1 struct {
		Error
		Path []stepV1 `json:"path"`
	}
	stepV1 struct {
		reduction.Transition
		Op opSignatureV1
	}
	opSignatureV1 struct {
		Kind   uint8
		Method string
		PC     int
		Obj    reduction.ObjID
	}
	statsV1 struct {
		reduction.Stats
		Elapsed    time.Duration
		PeakMemory uint64
	}
)

// opKindsV1 are the operation kinds in the order of their numbers in
// version 1 (interp.OpKind's when it was written), so that adding a kind
// does not change what an old report means.
var opKindsV1 = []string{"begin", "acquire", "wait", "wake", "notify", "start", "join", "yield", "class-init", "terminate",
	"read", "write", "park", "unpark", "choose", "state", "try-lock", "release", "call", "acquire-shared", "preempt"}

// decodeV1 reads a report of version 1.
func decodeV1(data []byte) (*Report, error) {
	var v1 reportV1
	if err := json.NewDecoder(bytes.NewReader(data)).Decode(&v1); err != nil {
		return nil, err
	}
	r := v1.Report
	r.SchemaVersion = 1
	r.Stats = v1.Stats.Stats
	r.Stats.Elapsed, r.Stats.PeakMemory = v1.Stats.Elapsed, v1.Stats.PeakMemory
	r.Errors = nil
	for i, e := range v1.Errors {
		out := e.Error
		out.Path = make([]reduction.Step, len(e.Path))
		for j, s := range e.Path {
			if int(s.Op.Kind) >= len(opKindsV1) {
				return nil, fmt.Errorf("error %d, step %d: no operation kind %d", i+1, j+1, s.Op.Kind)
			}
			out.Path[j] = reduction.Step{Transition: s.Transition,
				Op: reduction.OpSignature{Method: s.Op.Method, PC: s.Op.PC, Obj: s.Op.Obj}}
			if err := out.Path[j].Op.Kind.UnmarshalText([]byte(opKindsV1[s.Op.Kind])); err != nil {
				return nil, fmt.Errorf("error %d, step %d: %w", i+1, j+1, err)
			}
		}
		// Version 1's counterexample has no operation kinds: they are the
		// path's, a step of the one for a step of the other.
		if t := out.Trace; t != nil && len(t.Steps) == len(out.Path) {
			for j := range t.Steps {
				t.Steps[j].Kind = out.Path[j].Op.Kind
			}
		}
		r.Errors = append(r.Errors, out)
	}
	return &r, nil
}

// nonNil is s, or an empty slice for nil (which JSON would write as null).
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
