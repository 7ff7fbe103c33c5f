package report

import (
	"cmp"
	"encoding/json"
	"io"
	"net/url"
	"slices"
	"strings"
	"unicode"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// SARIF 2.1.0 (OASIS Standard, errata 01): the subset of its objects a
// report needs. Section numbers are the standard's.
type (
	// sarifLog is the top-level object (§3.13).
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	// sarifRun is one run of the tool (§3.14); Properties (§3.8) holds
	// what jcheck adds: the verdict, the limit that stopped the search
	// and what the search covered.
	sarifRun struct {
		Tool       sarifTool       `json:"tool"`
		Results    []sarifResult   `json:"results"`
		Properties sarifProperties `json:"properties"`
	}
	sarifProperties struct {
		Verdict   string `json:"verdict"`
		Limit     string `json:"limit,omitempty"`
		Guarantee string `json:"guarantee,omitempty"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	// sarifDriver is the tool component (§3.19) with its rules (§3.19.23).
	sarifDriver struct {
		Name    string      `json:"name"`
		Version string      `json:"version,omitempty"`
		Rules   []sarifRule `json:"rules"`
	}
	// sarifRule is a reportingDescriptor (§3.49): one per kind of error.
	sarifRule struct {
		ID                   string             `json:"id"`
		Name                 string             `json:"name"`
		ShortDescription     sarifMessage       `json:"shortDescription"`
		DefaultConfiguration sarifConfiguration `json:"defaultConfiguration"`
	}
	sarifConfiguration struct {
		Level string `json:"level"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	// sarifResult is one error (§3.27).
	sarifResult struct {
		RuleID           string          `json:"ruleId"`
		RuleIndex        int             `json:"ruleIndex"`
		Level            string          `json:"level"`
		Message          sarifMessage    `json:"message"`
		Locations        []sarifLocation `json:"locations,omitempty"`
		RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
		CodeFlows        []sarifCodeFlow `json:"codeFlows,omitempty"`
	}
	// sarifLocation is a location (§3.28): a physical one, a file and a
	// line, when the class file names its source file, and always the
	// method as a logical one.
	sarifLocation struct {
		ID               int                    `json:"id,omitempty"`
		PhysicalLocation *sarifPhysicalLocation `json:"physicalLocation,omitempty"`
		LogicalLocations []sarifLogicalLocation `json:"logicalLocations,omitempty"`
		Message          *sarifMessage          `json:"message,omitempty"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
		Region           *sarifRegion          `json:"region,omitempty"`
	}
	// sarifArtifactLocation (§3.4) names a source file relative to the
	// root of the sources, SRCROOT (§3.14.14), which a consumer resolves:
	// jcheck knows the package a class is in, not where its sources are.
	sarifArtifactLocation struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId"`
	}
	sarifRegion struct {
		StartLine int `json:"startLine"`
	}
	sarifLogicalLocation struct {
		Name               string `json:"name"`
		FullyQualifiedName string `json:"fullyQualifiedName"`
		Kind               string `json:"kind"`
	}
	// sarifCodeFlow is the counterexample (§3.36): a threadFlow (§3.37)
	// per thread, whose locations (§3.38) are the thread's steps, each
	// with its place in the whole path as executionOrder (§3.38.11).
	sarifCodeFlow struct {
		ThreadFlows []sarifThreadFlow `json:"threadFlows"`
	}
	sarifThreadFlow struct {
		ID        string                    `json:"id"`
		Locations []sarifThreadFlowLocation `json:"locations"`
	}
	sarifThreadFlowLocation struct {
		ExecutionOrder int           `json:"executionOrder"`
		Location       sarifLocation `json:"location"`
	}
)

// sarifSchema is the URI of the SARIF 2.1.0 schema (errata 01).
const sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// sarifSourceRoot is the uriBaseId of the source files a report names.
const sarifSourceRoot = "SRCROOT"

// kindRule describes a kind of error for a SARIF rule.
type kindRule struct {
	kind        reduction.Kind
	description string
}

// sarifRules describes the kinds of error jcheck reports, in the order of
// reduction.Kind: the rule of a result is its error's kind.
var sarifRules = []kindRule{
	{reduction.Deadlock, "No thread can proceed: each live thread waits for a lock, a notification or another thread that never comes; or some threads wait for one another for good, each for a lock or class the next one holds, while others go on."},
	{reduction.UncaughtException, "A thread ends with an exception that no handler catches."},
	{reduction.AssertionFailure, "An assert statement fails (java -ea)."},
	{reduction.LDViolation, "A shared location is accessed without a lock held at every access (the locking discipline LD')."},
	{reduction.BoundedInvisViolation, "A thread runs a bounded number of instructions without a visible operation: it may loop forever."},
	{reduction.DataRace, "Two threads access a location, at least one writes, and neither access happens before the other (Java memory model)."},
	{reduction.GranularityViolation, "A method declared atomic cannot run as one operation."},
	{reduction.AnnotationViolation, "The program breaks a requirement of an annotation."},
}

// WriteSARIF writes the report as a SARIF 2.1.0 log of one run of jcheck
// (version, the tool's version): a result per error or warning, with its
// location, the locations of the other access of an LD' violation or data
// race, and its counterexample as a code flow.
func WriteSARIF(w io.Writer, r *Report, version string) error {
	run := sarifRun{
		Tool:       sarifTool{Driver: sarifDriver{Name: "jcheck", Version: version}},
		Results:    []sarifResult{},
		Properties: sarifProperties{Verdict: r.Verdict, Limit: r.Limit, Guarantee: r.Guarantee},
	}
	for _, rule := range sarifRules {
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, newSARIFRule(rule.kind.String(), rule.description))
	}
	for i := range r.Errors {
		run.Results = append(run.Results, sarifResultOf(&r.Errors[i], &run.Tool.Driver))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(sarifLog{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{run}})
}

// newSARIFRule is the rule of a kind of error: its ID is the kind in
// lower case with dashes ("data-race"), its name in PascalCase
// ("DataRace"), as §3.49.3 and §3.49.7 suggest.
func newSARIFRule(kind, description string) sarifRule {
	words := strings.FieldsFunc(kind, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	var name strings.Builder
	for _, w := range words {
		name.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return sarifRule{ID: strings.ToLower(strings.Join(words, "-")), Name: name.String(),
		ShortDescription: sarifMessage{description}, DefaultConfiguration: sarifConfiguration{"error"}}
}

// sarifResultOf describes an error; a kind the rules do not list (of a
// report read back from a newer jcheck) gets a rule of its own.
func sarifResultOf(e *Error, driver *sarifDriver) sarifResult {
	i := slices.IndexFunc(sarifRules, func(r kindRule) bool { return r.kind.String() == e.Kind })
	if i < 0 {
		id := newSARIFRule(e.Kind, "").ID
		if i = slices.IndexFunc(driver.Rules, func(r sarifRule) bool { return r.ID == id }); i < 0 {
			i = len(driver.Rules)
			driver.Rules = append(driver.Rules, newSARIFRule(e.Kind, e.Kind+"."))
		}
	}
	res := sarifResult{RuleID: driver.Rules[i].ID, RuleIndex: i, Level: "error", Message: sarifMessage{e.Kind + ": " + e.Message}}
	if e.Warning {
		res.Level = "warning"
	}
	// Where the error is: the access that revealed an LD' violation or
	// data race (the other access is a related location), the creation of
	// an uncaught exception, where the first thread of a deadlock's cycle
	// waits (the others' are related locations), else where the last step
	// happens.
	related := func(src *interp.Source, text string) {
		if src != nil {
			loc := sarifLocationOf(src)
			loc.ID, loc.Message = len(res.RelatedLocations)+1, &sarifMessage{text}
			res.RelatedLocations = append(res.RelatedLocations, loc)
		}
	}
	var at *interp.Source
	switch t := e.Trace; {
	case e.Violation != nil:
		at = e.Violation.Current.Source
		related(e.Violation.Other.Source, accessLine(e.Violation.Other))
	case e.Source != nil:
		at = e.Source
	case t != nil && len(t.Cycle) > 0:
		for i, name := range t.Cycle {
			k := slices.IndexFunc(t.Final, func(th reduction.ThreadState) bool { return th.Name == name })
			if k < 0 {
				continue
			}
			th := t.Final[k]
			if src := cmp.Or(th.Caller, th.Source); i == 0 {
				at = src
			} else {
				text := th.Name + ": " + th.State + ", next: " + th.Next
				if th.Owner != "" {
					text += " (held by " + th.Owner + ")"
				}
				related(src, text)
			}
		}
	case t != nil && len(t.Steps) > 0:
		last := t.Steps[len(t.Steps)-1]
		at = cmp.Or(last.Caller, last.Source)
	}
	if at != nil {
		res.Locations = []sarifLocation{sarifLocationOf(at)}
	}
	if e.Trace != nil && len(e.Trace.Steps) > 0 {
		res.CodeFlows = []sarifCodeFlow{sarifCodeFlowOf(e.Trace)}
	}
	return res
}

// sarifCodeFlowOf is a counterexample as a code flow: one thread flow per
// thread, in the order the threads first step.
func sarifCodeFlowOf(t *reduction.Trace) sarifCodeFlow {
	var flows []sarifThreadFlow
	for i, s := range t.Steps {
		k := slices.IndexFunc(flows, func(f sarifThreadFlow) bool { return f.ID == s.Thread })
		if k < 0 {
			k = len(flows)
			flows = append(flows, sarifThreadFlow{ID: s.Thread})
		}
		// A step in the class library is where the application called it.
		loc := sarifLocation{}
		if src := cmp.Or(s.Caller, s.Source); src != nil {
			loc = sarifLocationOf(src)
		}
		loc.Message = &sarifMessage{s.Op}
		flows[k].Locations = append(flows[k].Locations, sarifThreadFlowLocation{ExecutionOrder: i + 1, Location: loc})
	}
	return sarifCodeFlow{ThreadFlows: flows}
}

// sarifLocationOf is a location in the code.
func sarifLocationOf(s *interp.Source) sarifLocation {
	loc := sarifLocation{LogicalLocations: []sarifLogicalLocation{{Name: s.Method, FullyQualifiedName: s.Class + "." + s.Method, Kind: "function"}}}
	if s.File != "" {
		// A uri is a URI reference (§3.4.3): the path's bytes escaped.
		uri := (&url.URL{Path: s.File}).String()
		loc.PhysicalLocation = &sarifPhysicalLocation{ArtifactLocation: sarifArtifactLocation{URI: uri, URIBaseID: sarifSourceRoot}}
		if s.Line > 0 {
			loc.PhysicalLocation.Region = &sarifRegion{StartLine: s.Line}
		}
	}
	return loc
}
