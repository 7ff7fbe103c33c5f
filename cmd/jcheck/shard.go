package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/reduction"
)

// shardIndexVariables are the environment variables that --shard auto/N
// reads the shard's index from, in this order: a Kubernetes Indexed Job's
// pod's completion index, and a Slurm job array's task ID.
var shardIndexVariables = []string{"JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"}

func shardFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "shard", Usage: "explore only part I of N of the search (I/N, 0 <= I < N; auto/N: I from $JOB_COMPLETION_INDEX of a Kubernetes Indexed Job or $SLURM_ARRAY_TASK_ID of a Slurm array), for jcheck merge to combine with the other parts' --json reports"},
		&cli.StringFlag{Name: "promoted-from", Usage: "start the race-adaptive search with the locations this JSON report made scheduling points: jcheck merge's, when the shards promoted different ones"},
	}
}

// shardOptions reads --shard and --promoted-from.
func shardOptions(c *cli.Context, o *reduction.Options) error {
	var err error
	if o.Shard, err = shardOption(c.String("shard")); err != nil {
		return err
	}
	if path := c.String("promoted-from"); path != "" {
		r, err := readReportFile(path)
		if err != nil {
			return fmt.Errorf("--promoted-from: %w", err)
		}
		o.Promote = r.Promoted
	}
	return nil
}

// shardOption reads --shard's value: I/N, or auto/N with I from the
// environment.
func shardOption(v string) (reduction.Shard, error) {
	if v == "" {
		return reduction.Shard{}, nil
	}
	bad := func(why string) (reduction.Shard, error) {
		return reduction.Shard{}, fmt.Errorf("--shard must be I/N or auto/N with 0 <= I < N, not %q: %s", v, why)
	}
	index, count, ok := strings.Cut(v, "/")
	if !ok {
		return bad("no /")
	}
	n, err := strconv.Atoi(count)
	if err != nil || n < 1 {
		return bad("N is not a whole number, 1 or more")
	}
	if index == "auto" {
		return autoShard(n)
	}
	i, err := strconv.Atoi(index)
	if err != nil || i < 0 || i >= n {
		return bad("I is not a whole number from 0 to N-1")
	}
	return reduction.Shard{Index: i, Count: n}, nil
}

// autoShard is shard I of n, I the first of shardIndexVariables set.
func autoShard(n int) (reduction.Shard, error) {
	for _, name := range shardIndexVariables {
		v, ok := os.LookupEnv(name)
		if !ok {
			continue
		}
		i, err := strconv.Atoi(v)
		if err != nil || i < 0 || i >= n {
			return reduction.Shard{}, fmt.Errorf("--shard auto/%d: $%s is %q, not a shard index from 0 to %d", n, name, v, n-1)
		}
		return reduction.Shard{Index: i, Count: n}, nil
	}
	return reduction.Shard{}, fmt.Errorf("--shard auto/%d: neither $%s nor $%s is set (a Kubernetes Indexed Job or a Slurm job array sets one); name the shard: --shard I/%d",
		n, shardIndexVariables[0], shardIndexVariables[1], n)
}

// shardSearch records the search flags of a shard's command (all of
// check's search flags and --promoted-from, but the memory budgets, which may differ from
// machine to machine and do not change what is explored), for merge to
// check that the shards ran the same search.
func shardSearch(c *cli.Context) []string {
	var out []string
	for _, f := range append(searchFlags(), shardFlags()[1]) {
		name := f.Names()[0]
		if strings.HasSuffix(name, "-memory") {
			continue
		}
		out = append(out, fmt.Sprintf("--%s=%v", name, c.Value(name)))
	}
	return out
}
