// Package schematest validates the JSON documents jcheck writes against
// their schemas, for tests: a JSON report against docs/report-schema.json
// (JSON Schema 2020-12), a SARIF log against the OASIS SARIF 2.1.0 schema
// (errata 01, draft-04), kept in testdata/sarif.
package schematest

import (
	"bytes"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The schemas, relative to the repository's root.
const (
	reportSchema = "docs/report-schema.json"
	sarifSchema  = "testdata/sarif/sarif-schema-2.1.0.json"
)

// ValidateReport fails the test unless doc is a JSON report that
// docs/report-schema.json describes.
func ValidateReport(t testing.TB, doc []byte) {
	t.Helper()
	validate(t, reportSchema, doc)
}

// ValidateSARIF fails the test unless doc is a valid SARIF 2.1.0 log.
func ValidateSARIF(t testing.TB, doc []byte) {
	t.Helper()
	validate(t, sarifSchema, doc)
}

// compiled holds each schema, compiled once per test binary.
var compiled sync.Map // path → func() (*jsonschema.Schema, error)

func validate(t testing.TB, schema string, doc []byte) {
	t.Helper()
	once, _ := compiled.LoadOrStore(schema, sync.OnceValues(func() (*jsonschema.Schema, error) {
		c := jsonschema.NewCompiler()
		c.AssertFormat()
		return c.Compile(filepath.Join(root(), schema))
	}))
	sch, err := once.(func() (*jsonschema.Schema, error))()
	if err != nil {
		t.Fatalf("schema %s: %v", schema, err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Fatalf("the document does not follow %s: %v", schema, err)
	}
}

// root is the repository's root directory, two levels above this file's.
func root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}
