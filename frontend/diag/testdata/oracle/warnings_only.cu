#warning only
#warning two
int x;
