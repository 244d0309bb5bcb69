// Preprocessing: #error in a taken branch (catastrophic).
#define WANT_FEATURE 1
#if WANT_FEATURE
#error "feature not available in this build" // ERROR "#error directive: \"feature not available in this build\""
#endif
int main() { return 0; }
