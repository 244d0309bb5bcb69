#!/bin/sh
# Stands in for cicc, ptxas, fatbinary, nvlink and g++ in the toolchain's
# tests (installed under each name). It appends its command line to
# $FAKE_LOG, one argument per tab-separated field, and writes outputs made
# from its inputs, so that a changed input changes every output downstream.
# cicc fails when its input contains FAIL, as a compile error would.
tool=$(basename "$0")
{
	printf '%s' "$tool"
	for a in "$@"; do printf '\t%s' "$a"; done
	printf '\n'
} >>"$FAKE_LOG"

out="" prev="" input="" deps="" compile=0 preprocess=0
for a in "$@"; do
	case "$prev" in
	-o) out=$a ;;
	-MF) deps=$a ;;
	esac
	case "$a" in
	-c) compile=1 ;;
	-E) preprocess=1 ;;
	esac
	case "$prev:$a" in
	-o:* | -MF:* | --module_id_file_name:* | --gen_c_file_name:* | --stub_file_name:* | --gen_device_file_name:* | --include_file_name:* | --orig_src_file_name:* | --orig_src_path_name:* | -arch:* | -include:* | -isystem:* | -D:* | -U:* | -x:* | --host-ccbin:*) ;;
	*) case "$a" in -*) ;; *) input="$input $a" ;; esac ;;
	esac
	prev=$a
done

case "$tool" in
cicc)
	src=${input##* }
	if grep -q FAIL "$src"; then
		echo "$src(1): error: FAIL found" >&2
		exit 2
	fi
	{ echo "ptx of"; cat "$src"; } >"$out"
	# As cicc 11.8 and 13.0 do, the stub file is written always, the
	# module ID only with --gen_module_id_file (otherwise it is read).
	stub=$(printf '%s\n' "$@" | sed -n '/^--stub_file_name$/{n;p}')
	echo "stub of cicc" >"$stub"
	case " $* " in
	*" --gen_module_id_file "*)
		mid=$(printf '%s\n' "$@" | sed -n '/^--module_id_file_name$/{n;p}')
		echo "module id" >"$mid"
		;;
	esac
	;;
ptxas)
	{ echo "cubin of"; cat ${input}; } >"$out"
	;;
fatbinary)
	emb=$(printf '%s\n' "$@" | sed -n 's/^--embedded-fatbin=//p')
	files=$(printf '%s\n' "$@" | sed -n 's/^--image3=.*,file=//p')
	{ echo "fatbin of"; cat $files; } >"$emb"
	;;
nvlink)
	reg=$(printf '%s\n' "$@" | sed -n 's/^--register-link-binaries=//p')
	{ echo "dlink of"; cat ${input}; } >"$out"
	echo "reg" >"$reg"
	;;
g++)
	if [ $preprocess = 1 ]; then
		src=${input##* }
		hdrs=$(echo "$(dirname "$src")"/*.h | grep -v "[*]")
		cat "$src" $hdrs >"$out"
		[ -n "$deps" ] && echo "$out: $src $hdrs" >"$deps"
	elif [ $compile = 1 ]; then
		src=${input##* }
		hdr=$FAKE_TOOLKIT/include/crt/host_runtime.h
		{ echo "object of"; cat "$src" ./*.c; } >"$out"
		[ -n "$deps" ] && echo "$out: $src" ./*.c "$hdr" >"$deps"
	else
		{ echo "executable of"; cat ${input}; } >"$out"
	fi
	;;
esac
exit 0
