package reduction_test

import (
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// tagsSource is a program whose two threads each look a locale up by
// its language tag and name its country: all they share is the class
// library's locale caches (LocaleObjectCache's maps and reference queues,
// the interned tags, the locale data's bundles) and the initialisation of
// the locale classes.
const tagsSource = `
import java.util.Locale;

public class Tags {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> Locale.forLanguageTag("fr-CA").getDisplayCountry(Locale.ROOT));
        t.start();
        Locale.forLanguageTag("de-AT").getCountry();
        t.join();
    }
}`

// TestLibraryCachesSilent: the class library's internal work on its own
// caches is silent (interp's Thread.silent), so two threads that each
// fill them are explored as the orders of what else they do — starting,
// initialising the locale classes, the locks of the bundles, joining: 4
// executions. With those operations visible (Options.LibraryOpsVisible,
// as reports before version 4 replay) each cache call of one thread
// depends on the other's, and 100 executions are far from the end.
func TestLibraryCachesSilent(t *testing.T) {
	p := program(t, map[string]string{"Tags.java": tagsSource}, "Tags")
	res, err := reduction.Check(p, reduction.Options{AllErrors: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Limit != "" || len(res.Findings) != 0 || res.Stats.Executions != 4 {
		t.Errorf("silent: %d executions, limit %q, %d findings; want 4 executions, complete, no findings", res.Stats.Executions, res.Limit, len(res.Findings))
	}
	p.VM.LibraryOpsVisible = true
	res, err = reduction.Check(p, reduction.Options{AllErrors: true, MaxExecutions: 100})
	if err != nil {
		t.Fatal(err)
	}
	if res.Limit != "max-executions" || len(res.Findings) != 0 {
		t.Errorf("visible: %d executions, limit %q, %d findings; want the limit of 100 executions, no findings", res.Stats.Executions, res.Limit, len(res.Findings))
	}
}
