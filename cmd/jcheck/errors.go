package main

import "errors"

var errNoClass = errors.New("no class named (usage: jcheck javap [-cp PATH] CLASS...)")
