package javatool

import (
	"fmt"
	"path/filepath"
	"testing"
)

// langCorpus is the single-threaded differential corpus.
var langCorpus = filepath.Join("..", "..", "testdata", "java", "lang")

// minLangPrograms guards against the corpus silently shrinking.
const minLangPrograms = 70

// checkLangHeader applies the rules of testdata/java/lang on top of
// Program.Validate: single-threaded expectations only, always compared with
// java, and EXIT only for programs that end normally.
func checkLangHeader(p *Program) error {
	if err := p.Validate(); err != nil {
		return err
	}
	switch p.Expect {
	case "ok", "exception", "assertion":
	default:
		return fmt.Errorf("%s: EXPECT %q is not for single-threaded programs", p.Path, p.Expect)
	}
	if p.Compare != "java" {
		return fmt.Errorf("%s: COMPARE must be java, not %q", p.Path, p.Compare)
	}
	if _, ok := p.Headers[HeaderExit]; ok && p.Expect != "ok" {
		return fmt.Errorf("%s: EXIT is only allowed with EXPECT: ok", p.Path)
	}
	return nil
}

// TestLangCorpus checks the header of every program of testdata/java/lang.
// What java does with each program, against its EXPECT header
// (Program.LangExpectation) and against jcheck run, cmd/jcheck's
// TestDifferentialLang checks, which runs java on each anyway.
func TestLangCorpus(t *testing.T) {
	LoadCorpus(t, langCorpus, minLangPrograms, checkLangHeader)
}
