module github.com/cufe-dev/cufe

go 1.26
