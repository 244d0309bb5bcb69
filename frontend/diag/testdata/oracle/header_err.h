int hh = undefined_in_header;
#warning from header
