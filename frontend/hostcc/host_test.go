package hostcc

import "github.com/cufe-dev/cufe/frontend/pp"

// Config is what the preprocessor takes as its host.
var _ pp.Host = (*Config)(nil)
